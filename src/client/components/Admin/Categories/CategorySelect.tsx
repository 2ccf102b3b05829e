import { Combobox, InputBase, ScrollArea, Text, useCombobox } from '@mantine/core';
import { type ReactNode, useState } from 'react';

const CREATE = '$create';

interface CategorySelectProps {
  label: string;
  /** Category names, in display order. */
  names: string[];
  /** Unset when left out (a form's getInputProps may leave it out). */
  value?: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  placeholder?: string;
}

/**
 * A searchable category select that also offers '+ Create <name>' for a name not in the list: the
 * product is saved with that name and the server creates the category.
 */
export function CategorySelect({ label, names, value = null, onChange, error, placeholder }: CategorySelectProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value ?? '');
  const typed = search.trim();
  const all = value && !names.includes(value) ? [value, ...names] : names;
  const exact = all.some((name) => name.toLowerCase() === typed.toLowerCase());
  const shown = exact || !typed ? all : all.filter((name) => name.toLowerCase().includes(typed.toLowerCase()));

  const choose = (next: string | null) => {
    onChange(next);
    setSearch(next ?? '');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={(option) => choose(option === CREATE ? typed : option)}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label}
          placeholder={placeholder}
          value={search}
          error={error}
          description={value && !names.includes(value) ? 'A new category, created when you save' : undefined}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setSearch(event.currentTarget.value);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            if (!typed) choose(null);
            else setSearch(value ?? '');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize mah={220} type="scroll">
            {shown.map((name) => (
              <Combobox.Option value={name} key={name} active={name === value}>
                {name}
              </Combobox.Option>
            ))}
            {typed && !exact && (
              <Combobox.Option value={CREATE}>
                <Text size="sm" fw={500}>
                  + Create {typed}
                </Text>
              </Combobox.Option>
            )}
            {shown.length === 0 && !typed && <Combobox.Empty>No categories yet: type a name</Combobox.Empty>}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
