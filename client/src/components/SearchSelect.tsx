import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { COMMON } from '../i18n/common';

export interface SearchOption {
  value: string;
  label: string;
}

interface SearchSelectProps {
  label: string;
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** Loads the options matching a search; it runs 300 ms after the typing stops. */
  useOptions: (search: string) => { options: SearchOption[]; loading: boolean };
  /** The chosen option's label when it is not among the loaded options (an edit form). */
  selectedLabel?: string | undefined;
  disabled?: boolean;
}

/**
 * The searchable pick list of spec §2: "Search {label}", the server filters as you type
 * (300 ms debounce), "No options found", at most 15rem tall.
 */
export function SearchSelect({ label, id, value, onChange, useOptions, selectedLabel, disabled }: SearchSelectProps) {
  const [search, setSearch] = useState('');
  const { t } = useTranslation(COMMON);
  const { options, loading } = useOptions(useDebouncedValue(search, 300));
  const withSelected =
    value && selectedLabel && !options.some((option) => option.value === value)
      ? [{ value, label: selectedLabel }, ...options]
      : options;
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={withSelected}
      loading={loading}
      placeholder={t('searchSelect.placeholder', { label })}
      notFoundContent={loading ? t('searchSelect.loading') : t('searchSelect.noOptions')}
      listHeight={240}
      disabled={disabled}
      aria-label={label}
    />
  );
}
