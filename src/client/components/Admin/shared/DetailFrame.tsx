import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface DetailFrameProps<T> {
  /** The detail's query: its data, or why it failed. */
  query: { data?: T; isError: boolean; error: { message: string } | null };
  /** The way back to the list: "All orders". */
  backLabel: string;
  onBack: () => void;
  /** The title of the failure: "Order #12 could not be loaded". */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** One record's admin screen: the way back to its list, then the reason it failed, a skeleton while it loads, or it. */
export function DetailFrame<T>({ query, backLabel, onBack, errorTitle, children }: DetailFrameProps<T>) {
  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} px={0} w="fit-content">
      {backLabel}
    </Button>
  );
  if (query.isError) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={errorTitle}>
          {query.error?.message}
        </Alert>
      </Stack>
    );
  }
  if (query.data === undefined) {
    return (
      <Stack gap="md">
        {back}
        <Skeleton height={40} width={240} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      {children(query.data)}
    </Stack>
  );
}
