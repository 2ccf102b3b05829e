import { Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type Campaign, campaignInput } from '@shared/schemas/campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cardHtml, imageHtml } from '../../../features/admin/campaign-card';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useSettings } from '../../../features/settings';
import { useTRPC } from '../../../trpc';
import { MediaPickerModal } from '../Media/MediaPickerModal';
import settingsClasses from '../Settings/Settings.module.css';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { CardPicker } from './CardPicker';

const WIDTHS = { desktop: 640, phone: 390 } as const;

interface Draft {
  subject: string;
  preheader: string;
  html: string;
}

/**
 * Compose a campaign: subject, preheader and the body's HTML (images from the media library and product or painting
 * cards added at the end of it), saved as a draft; the saved draft previewed as the mail at desktop and phone width;
 * a test to the owner's own address; then sent now or at a time.
 */
export function CampaignEditor({ campaign, onClose }: { campaign?: Campaign; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { currencySymbol } = useSettings();
  const [id, setId] = useState(campaign?.id);
  const [saved, setSaved] = useState<Draft>({
    subject: campaign?.subject ?? '',
    preheader: campaign?.preheader ?? '',
    html: campaign?.html ?? '',
  });
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const [picking, setPicking] = useState<'image' | 'card' | null>(null);
  const [sendAt, setSendAt] = useState('');
  const [confirming, setConfirming] = useState(false);
  const editable = !campaign || campaign.status === 'draft' || campaign.status === 'scheduled';
  const dirty = draft.subject !== saved.subject || draft.preheader !== saved.preheader || draft.html !== saved.html;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.admin.campaigns.pathKey() });
  const preview = useQuery(trpc.admin.campaigns.preview.queryOptions({ id: id ?? 0 }, { enabled: id !== undefined }));
  const onSaved = (next: number) => {
    setId(next);
    setSaved(draft);
    notifySuccess('Draft saved', draft.subject);
    refresh();
  };
  const create = useMutation(
    trpc.admin.campaigns.create.mutationOptions({
      onSuccess: (c) => onSaved(c.id),
      onError: (error) => notifyFailure(error, 'Failed to save the campaign'),
    }),
  );
  const update = useMutation(
    trpc.admin.campaigns.update.mutationOptions({
      onSuccess: (c) => onSaved(c.id),
      onError: (error) => notifyFailure(error, 'Failed to save the campaign'),
    }),
  );
  const test = useMutation(
    trpc.admin.campaigns.sendTest.mutationOptions({
      onSuccess: (r) => notifySuccess('Test sent', r.message),
      onError: (error) => notifyFailure(error, 'Failed to send the test'),
    }),
  );
  const send = useMutation(
    trpc.admin.campaigns.send.mutationOptions({
      onSuccess: (r) => {
        setConfirming(false);
        notifySuccess(
          r.status === 'scheduled' ? 'Campaign scheduled' : 'Campaign on its way',
          r.status === 'scheduled' ? `It will be sent on ${new Date(sendAt).toLocaleString()}` : draft.subject,
        );
        refresh();
        onClose();
      },
      onError: (error) => notifyFailure(error, 'Failed to send the campaign'),
    }),
  );

  const save = () => {
    const parsed = campaignInput.safeParse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) as typeof errors,
      );
      return;
    }
    setErrors({});
    if (id === undefined) create.mutate(parsed.data);
    else update.mutate({ ...parsed.data, id });
  };
  const append = (html: string) => setDraft((d) => ({ ...d, html: `${d.html.trimEnd()}\n${html}\n` }));
  const ready = id !== undefined && !dirty;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={3}>{id === undefined ? 'New campaign' : draft.subject || 'Campaign'}</Title>
        <Button variant="default" onClick={onClose}>
          Back to campaigns
        </Button>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <TextInput
            label="Subject"
            required
            disabled={!editable}
            value={draft.subject}
            error={errors.subject}
            onChange={(e) => setDraft({ ...draft, subject: e.currentTarget.value })}
          />
          <TextInput
            label="Preheader"
            description="The short line mail apps show next to the subject"
            disabled={!editable}
            value={draft.preheader}
            error={errors.preheader}
            onChange={(e) => setDraft({ ...draft, preheader: e.currentTarget.value })}
          />
          <Textarea
            label="Body (HTML)"
            description="Headings, paragraphs, lists, links, images and product cards are kept; anything else is removed on save."
            required
            disabled={!editable}
            autosize
            minRows={10}
            maxRows={24}
            classNames={{ input: settingsClasses.code }}
            value={draft.html}
            error={errors.html}
            onChange={(e) => setDraft({ ...draft, html: e.currentTarget.value })}
          />
          {editable && (
            <Group justify="space-between">
              <Group gap="sm">
                <Button variant="default" onClick={() => setPicking('image')}>
                  Add an image
                </Button>
                <Button variant="default" onClick={() => setPicking('card')}>
                  Add a product card
                </Button>
              </Group>
              <Button onClick={save} loading={create.isPending || update.isPending} disabled={!dirty}>
                Save draft
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={4}>Preview</Title>
            <SegmentedControl
              aria-label="Preview width"
              value={width}
              onChange={(v) => setWidth(v as keyof typeof WIDTHS)}
              data={[
                { value: 'desktop', label: 'Desktop' },
                { value: 'phone', label: 'Phone' },
              ]}
            />
          </Group>
          {id === undefined ? (
            <Text c="dimmed">Save the draft to see it as your subscribers will.</Text>
          ) : (
            <>
              {dirty && (
                <Text size="sm" c="dimmed">
                  The preview shows the saved draft: save to see your changes.
                </Text>
              )}
              <iframe
                title="Campaign preview"
                srcDoc={preview.data?.html ?? ''}
                // No scripts; the shop's own origin, so its images load (they are served same-origin only).
                sandbox="allow-same-origin"
                style={{
                  width: WIDTHS[width],
                  maxWidth: '100%',
                  height: 640,
                  border: '1px solid #dddddd',
                  borderRadius: 8,
                }}
              />
            </>
          )}
        </Stack>
      </Paper>

      {editable && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={4}>Send</Title>
            {!ready && (
              <Text size="sm" c="dimmed">
                Save the draft first.
              </Text>
            )}
            <Group gap="sm" align="flex-end">
              <Button
                variant="default"
                disabled={!ready}
                loading={test.isPending}
                onClick={() => id && test.mutate({ id })}
              >
                Send a test to yourself
              </Button>
              <Button disabled={!ready} onClick={() => setConfirming(true)}>
                Send now
              </Button>
            </Group>
            <Group gap="sm" align="flex-end">
              <TextInput
                type="datetime-local"
                label="Send at"
                value={sendAt}
                onChange={(e) => setSendAt(e.currentTarget.value)}
              />
              <Button
                variant="light"
                disabled={!ready || !sendAt}
                loading={send.isPending}
                onClick={() => id && send.mutate({ id, at: new Date(sendAt).toISOString() })}
              >
                Schedule
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      <MediaPickerModal
        opened={picking === 'image'}
        onClose={() => setPicking(null)}
        onPick={(url) => append(imageHtml(url))}
      />
      <CardPicker
        opened={picking === 'card'}
        onClose={() => setPicking(null)}
        onPick={(item) => append(cardHtml(item, currencySymbol))}
      />
      <ConfirmDialog
        opened={confirming}
        title="Send this campaign now?"
        confirmLabel="Send now"
        pending={send.isPending}
        onConfirm={() => id && send.mutate({ id })}
        onCancel={() => setConfirming(false)}
      >
        Every subscriber on the list gets it, at the pace set in Settings. It cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
