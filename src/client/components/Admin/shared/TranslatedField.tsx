import { Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import {
  TRANSLATED_FIELDS,
  type TranslatedEntity,
  type TranslationScope,
  type Translations,
} from '@shared/translations';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent, ReactNode } from 'react';
import { fieldLabel } from '../../../features/admin/translations';
import { useTRPC } from '../../../trpc';
import { CenteredLoader } from '../../CenteredLoader';
import { RetryAlert } from '../../RetryAlert';
import settingsClasses from '../Settings/Settings.module.css';
import classes from './TranslatedField.module.css';

/** How a text is edited: one line, a paragraph, or HTML (the pages' and the about texts' editor). */
type TextKind = 'text' | 'textarea' | 'html';

/** What an input takes to show and change its text (a Mantine form's `getInputProps`, or the settings' draft). */
interface TextProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: ReactNode;
}

interface TextBoxProps extends TextProps {
  kind: TextKind;
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
  lang?: string;
}

/** A text input, a textarea or the HTML editor (a monospace textarea), as `kind` says. */
function TextBox({ kind, ...props }: TextBoxProps) {
  if (kind === 'text') return <TextInput {...props} />;
  return (
    <Textarea
      autosize
      minRows={kind === 'html' ? 5 : 3}
      maxRows={kind === 'html' ? 16 : 8}
      classNames={kind === 'html' ? { input: settingsClasses.code } : undefined}
      {...props}
    />
  );
}

interface TranslatedFieldProps {
  /** The field's name, in English: "Name", "Hero title". */
  label: string;
  kind: TextKind;
  /** The English: edited here (an input's props), or shown beside the French when the form edits it elsewhere. */
  english: TextProps | string;
  french: TextProps;
  /** The English field's hint. */
  description?: ReactNode;
  required?: boolean;
}

/**
 * One text of the owner's in English and in French, side by side (stacked on a phone). An empty French field
 * shows the English as its placeholder and says the shop falls back to English, as the storefront does.
 * The French input is named "Français — {label}", so the English one keeps the field's name alone.
 */
export function TranslatedField({ label, kind, english, french, description, required }: TranslatedFieldProps) {
  const englishText = typeof english === 'string' ? english : english.value;
  const englishLabel = (
    <>
      {label}{' '}
      <span className={classes.tag} aria-hidden>
        English
      </span>
    </>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" className={classes.pair}>
      {typeof english === 'string' ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {englishLabel}
          </Text>
          <Text size="sm" className={classes.english} data-kind={kind}>
            {english.trim() ? (
              english
            ) : (
              <Text span c="dimmed" fs="italic" size="sm">
                No English text
              </Text>
            )}
          </Text>
        </Stack>
      ) : (
        <TextBox kind={kind} label={englishLabel} description={description} required={required} {...english} />
      )}
      <TextBox
        kind={kind}
        label={
          <>
            <span lang="fr">Français</span>
            <VisuallyHidden> — {label}</VisuallyHidden>
          </>
        }
        lang="fr"
        placeholder={englishText}
        description={french.value.trim() ? undefined : 'Falls back to English'}
        {...french}
      />
    </SimpleGrid>
  );
}

/** Every details block is a text of lines in its English form (`DetailsFields`), so its French is one too. */
const FIELD_KINDS: Record<string, TextKind> = {
  description: 'textarea',
  contentHtml: 'html',
  materials: 'textarea',
  fit: 'textarea',
  care: 'textarea',
  framing: 'textarea',
  signature: 'textarea',
  certificate: 'textarea',
  shippingNotes: 'textarea',
};

/** A field's English in the form: its own value, or (the owner's details) the value of `details`' field. */
function englishOf(values: Record<string, unknown>, field: string): string {
  const own = values[field] ?? (values.details as Record<string, unknown> | undefined)?.[field];
  return typeof own === 'string' ? own : '';
}

/** The part of a Mantine form the French panel uses: the English values, and the French fields' props by path. */
interface TranslatableForm {
  values: object;
  getInputProps: (path: string) => object;
}

/**
 * The French of an item's form, mounted once under its English fields: each translated field of `entity`
 * (shared/translations.ts) with its English beside it; the values live in the form's `translations.fr`
 * (`frenchValues`), saved with the item.
 */
export function FrenchTexts({ form, entity }: { form: TranslatableForm; entity: TranslatedEntity }) {
  const values = form.values as Record<string, unknown>;
  return (
    <Fieldset
      legend={
        <>
          French <span lang="fr">(Français)</span>
        </>
      }
      variant="filled"
      className={classes.panel}
    >
      <Stack gap="md">
        <Text size="xs" c="dimmed">
          What French-speaking shoppers read. A field left empty shows them the English.
        </Text>
        {Object.keys(TRANSLATED_FIELDS[entity])
          // A details block the English leaves empty is not shown to anyone: nothing to translate.
          .filter((field) => field in values || englishOf(values, field) !== '')
          .map((field) => (
            <TranslatedField
              key={field}
              label={fieldLabel(field)}
              kind={FIELD_KINDS[field] ?? 'text'}
              english={englishOf(values, field)}
              french={form.getInputProps(`translations.fr.${field}`) as TextProps}
            />
          ))}
      </Stack>
    </Fieldset>
  );
}

/**
 * Mounts an item's form once its stored translations are known, for the items whose admin list does not carry
 * them (collections; a category's form reads them with the category, `WithAdminCategory`; a new item has none): a
 * spinner while they load, a retry if they fail, so a form never saves empty French over texts it did not read.
 */
export function WithStoredTranslations({
  scope,
  id,
  children,
}: {
  scope: TranslationScope;
  id: number | undefined;
  children: (translations: Translations | undefined) => ReactNode;
}) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.admin.translations.of.queryOptions({ scope }), enabled: id !== undefined });
  if (id === undefined) return children(undefined);
  if (query.isError) return <RetryAlert title="Could not load the French texts" onRetry={() => void query.refetch()} />;
  if (query.isPending) return <CenteredLoader label="Loading the French texts" py={40} />;
  return children(query.data[String(id)]);
}
