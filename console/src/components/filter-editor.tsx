import { useState } from 'preact/hooks';
import { type DateFilter, type FieldSpec, type Filter, OPERATOR_LABELS, type Operator } from '../search-fields';

interface Row {
  key: number;
  field: string;
  operator: Operator;
  value: string;
  not: boolean;
}

interface FilterEditorProps {
  /** Tells the rows of one editor apart from another's on the same page. */
  id: string;
  fields: FieldSpec[];
  /** Date-time fields that take a from/to range. */
  dateFields: { name: string; label: string }[];
  onApply: (filters: Filter[], dateFilters: DateFilter[]) => void;
}

let nextKey = 1;

/** `a, b` → ['a', 'b'], numbers as numbers on numeric fields. */
function valuesOf(row: Row, spec: FieldSpec | undefined): (string | number)[] {
  if (row.operator === 'IS_NULL') return [];
  const items = row.operator === 'IN' ? row.value.split(',').map((v) => v.trim()) : [row.value.trim()];
  return items.filter((v) => v !== '').map((v) => (spec?.numeric && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v));
}

/** The localized datetime-local value as the API's ISO string. */
function isoOf(local: string): string | null {
  return local === '' ? null : new Date(local).toISOString();
}

/**
 * Operation 1 and 2's filters (API.md §1): rows ANDed, each a field, an operator, a value (a
 * comma-separated list for "is one of") and "not"; plus a from/to range on a date field.
 */
export function FilterEditor({ id, fields, dateFields, onApply }: FilterEditorProps) {
  const [rows, setRows] = useState<Row[]>([]);
  const [dateField, setDateField] = useState(dateFields[0]?.name ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const specOf = (name: string) => fields.find((f) => f.name === name);
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) =>
      all.map((row) => {
        if (row.key !== key) return row;
        const next = { ...row, ...change };
        const ops = specOf(next.field)?.operators ?? [];
        return ops.includes(next.operator) ? next : { ...next, operator: ops[0]! };
      }),
    );
  const add = () => {
    const first = fields[0]!;
    setRows((all) => [...all, { key: nextKey++, field: first.name, operator: first.operators[0]!, value: '', not: false }]);
  };
  const apply = (event: Event) => {
    event.preventDefault();
    const filters = rows
      .map((row) => ({ field: row.field, operator: row.operator, value: valuesOf(row, specOf(row.field)), not: row.not }))
      .filter((f) => f.operator === 'IS_NULL' || f.value.length > 0);
    const dates = from !== '' || to !== '' ? [{ field: dateField, start: isoOf(from), end: isoOf(to), not: false }] : [];
    onApply(filters, dates);
  };
  const clear = () => {
    setRows([]);
    setFrom('');
    setTo('');
    onApply([], []);
  };
  return (
    <form class="filters" onSubmit={apply} aria-label="Filters">
      {rows.map((row) => {
        const spec = specOf(row.field);
        const prefix = `${id}-${row.key}`;
        return (
          <div class="filter-row" key={row.key} role="group" aria-label={`Filter on ${spec?.label ?? row.field}`}>
            <label class="visually-hidden" for={`${prefix}-field`}>
              Field
            </label>
            <select id={`${prefix}-field`} value={row.field} onChange={(e) => update(row.key, { field: e.currentTarget.value })}>
              {fields.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.label}
                </option>
              ))}
            </select>
            <label class="visually-hidden" for={`${prefix}-op`}>
              Operator
            </label>
            <select
              id={`${prefix}-op`}
              value={row.operator}
              onChange={(e) => update(row.key, { operator: e.currentTarget.value as Operator })}
            >
              {(spec?.operators ?? []).map((op) => (
                <option key={op} value={op}>
                  {OPERATOR_LABELS[op]}
                </option>
              ))}
            </select>
            {row.operator === 'IS_NULL' ? null : (
              <>
                <label class="visually-hidden" for={`${prefix}-value`}>
                  Value{row.operator === 'IN' ? 's, separated by commas' : ''}
                </label>
                <input
                  id={`${prefix}-value`}
                  list={spec?.options ? `${prefix}-options` : undefined}
                  value={row.value}
                  placeholder={row.operator === 'IN' ? 'a, b, c' : 'value'}
                  onInput={(e) => update(row.key, { value: e.currentTarget.value })}
                />
                {spec?.options ? (
                  <datalist id={`${prefix}-options`}>
                    {spec.options.map((o) => (
                      <option key={o} value={o} />
                    ))}
                  </datalist>
                ) : null}
              </>
            )}
            <label class="inline">
              <input type="checkbox" checked={row.not} onChange={(e) => update(row.key, { not: e.currentTarget.checked })} /> not
            </label>
            <button
              type="button"
              class="icon"
              aria-label="Remove this filter"
              onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
            >
              ✕
            </button>
          </div>
        );
      })}
      {dateFields.length > 0 ? (
        <div class="filter-row" role="group" aria-label="Date range">
          {dateFields.length > 1 ? (
            <>
              <label class="visually-hidden" for={`${id}-date-field`}>
                Date field
              </label>
              <select id={`${id}-date-field`} value={dateField} onChange={(e) => setDateField(e.currentTarget.value)}>
                {dateFields.map((f) => (
                  <option key={f.name} value={f.name}>
                    {f.label}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <span>{dateFields[0]!.label}</span>
          )}
          <label class="inline" for={`${id}-from`}>
            from
          </label>
          <input id={`${id}-from`} type="datetime-local" value={from} onInput={(e) => setFrom(e.currentTarget.value)} />
          <label class="inline" for={`${id}-to`}>
            to
          </label>
          <input id={`${id}-to`} type="datetime-local" value={to} onInput={(e) => setTo(e.currentTarget.value)} />
        </div>
      ) : null}
      <div class="actions">
        <button type="button" onClick={add}>
          Add filter
        </button>
        <button type="submit" class="primary">
          Apply filters
        </button>
        <button type="button" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}
