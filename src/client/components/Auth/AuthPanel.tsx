import { Paper, Tabs } from '@mantine/core';
import { useState } from 'react';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export type AuthTab = 'login' | 'register';

/** The Login / Register switch of the /auth screen. */
export function AuthPanel({ initialTab = 'login' }: { initialTab?: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  return (
    <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={440}>
      <Tabs value={tab} onChange={(value) => setTab(value === 'register' ? 'register' : 'login')} keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="login">Login</Tabs.Tab>
          <Tabs.Tab value="register">Register</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginForm onSwitch={() => setTab('register')} />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <RegisterForm onSwitch={() => setTab('login')} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
