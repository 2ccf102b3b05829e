import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import authMessages from '../../i18n/messages/auth.en.json';
import { Text, Title } from '../Plain/Plain';
import { Paper } from '../Plain/PlainLayout';
import classes from './AuthScreen.module.css';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export type AuthTab = 'login' | 'register' | 'forgot';

/**
 * The Login / Register switch of the /auth screen, with a link in each form to swap; "Forgot password?" replaces
 * both; `notice` says why we are here.
 */
export function AuthPanel({ initialTab = 'login', notice }: { initialTab?: AuthTab; notice?: string }) {
  const { shopName } = useSettings();
  const t = useT(authMessages);
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const isLogin = tab === 'login';
  if (tab === 'forgot') {
    return (
      <Paper shadow="xl" radius="md" p={{ base: 'lg', sm: 40 }} className={classes.card}>
        <Title order={2} size="h3" mb={4}>
          {t('auth.forgotTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="lg">
          {t('auth.forgotText')}
        </Text>
        <ForgotPasswordForm onBack={() => setTab('login')} />
      </Paper>
    );
  }
  return (
    <Paper shadow="xl" radius="md" p={{ base: 'lg', sm: 40 }} className={classes.card}>
      {notice && (
        <Text fw={600} c="brand" mb="xs" role="status">
          {notice}
        </Text>
      )}
      <Title order={2} size="h3" mb={4}>
        {isLogin ? t('auth.loginTitle') : t('auth.registerTitle', { shopName })}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {isLogin ? t('auth.loginText') : t('auth.registerText')}
      </Text>
      <Tabs value={tab} onChange={(value) => setTab(value === 'register' ? 'register' : 'login')} keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="login">{t('auth.loginTab')}</Tabs.Tab>
          <Tabs.Tab value="register">{t('auth.registerTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginForm onSwitch={() => setTab('register')} onForgot={() => setTab('forgot')} />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <RegisterForm onSwitch={() => setTab('login')} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
