import { ColorInput, Input, NumberInput, SegmentedControl, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { SettingField as Field } from '../../../features/admin/setting-fields';
import { ImageUrlInput } from '../Media/ImageUrlInput';
import { FooterMenuEditor, HeaderMenuEditor } from './MenuEditor';
import classes from './Settings.module.css';

const SWATCHES = ['#BF8F52', '#A67942', '#0c0c0c', '#0A0908', '#f5f5f5', '#ffffff', '#8C2F39', '#2F4858', '#5C7457'];

interface SettingFieldProps {
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  /** A `highlight-word` field: the words of the text it highlights one of. */
  words?: readonly string[];
}

const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The right control for one setting: switch, colour, select, number, text, HTML or image. */
export function SettingField({ field, value, onChange, error, words = [] }: SettingFieldProps) {
  const common = { label: field.label, description: field.description, error };
  switch (field.kind) {
    case 'switch':
      return (
        <Switch
          label={field.label}
          description={field.description}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'charge-cad': {
      const charged = Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : ['USD'];
      const others = charged.filter((c) => c !== 'CAD');
      return (
        <Switch
          label={field.label}
          description={field.description}
          checked={charged.includes('CAD')}
          onChange={(event) =>
            onChange(event.currentTarget.checked ? [...others, 'CAD'] : others.length ? others : ['USD'])
          }
        />
      );
    }
    case 'color':
      return (
        <ColorInput
          {...common}
          format="hex"
          swatches={SWATCHES}
          value={asText(value)}
          onChange={onChange}
          withEyeDropper={false}
        />
      );
    case 'select':
    case 'segmented': {
      const data = field.options.map((option) => ({ value: String(option.value), label: option.label }));
      const pick = (next: string | null) => {
        const option = field.options.find((o) => String(o.value) === next);
        if (option) onChange(option.value);
      };
      if (field.kind === 'select') {
        return <Select {...common} data={data} value={asText(value)} onChange={pick} allowDeselect={false} />;
      }
      return (
        <Input.Wrapper {...common}>
          <div>
            <SegmentedControl data={data} value={asText(value)} onChange={pick} aria-label={field.label} />
          </div>
        </Input.Wrapper>
      );
    }
    case 'highlight-word': {
      const data = [
        { value: '0', label: 'None' },
        ...words.map((word, i) => ({ value: String(i + 1), label: `${word} (word ${i + 1})` })),
      ];
      const chosen = typeof value === 'number' && value <= words.length ? String(value) : '0';
      return (
        <Select
          {...common}
          data={data}
          value={chosen}
          onChange={(next) => onChange(Number(next ?? 0))}
          allowDeselect={false}
        />
      );
    }
    case 'number':
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          allowDecimal={field.decimal === true}
          decimalScale={field.decimal ? 2 : undefined}
          prefix={field.prefix}
          value={typeof value === 'number' ? value : asText(value)}
          onChange={onChange}
        />
      );
    case 'header-menu':
      return <HeaderMenuEditor {...common} value={value} onChange={onChange} />;
    case 'footer-menu':
      return <FooterMenuEditor {...common} value={value} onChange={onChange} />;
    case 'image':
      return <ImageUrlInput {...common} value={asText(value)} onChange={onChange} />;
    case 'html':
      return (
        <Textarea
          {...common}
          autosize
          minRows={5}
          maxRows={16}
          classNames={{ input: classes.code }}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={8}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'url':
      return (
        <TextInput
          {...common}
          type="url"
          placeholder="https://"
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return <TextInput {...common} value={asText(value)} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}
