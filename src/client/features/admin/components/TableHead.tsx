/** A table's column headings, then a last column for each row's buttons, named for screen readers only. */
export function TableHeadWithActions({ columns, actions }: { columns: readonly string[]; actions: string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="pr-4 pb-2 font-semibold text-slate-700">
            {column}
          </th>
        ))}
        <th scope="col" className="pb-2">
          <span className="sr-only">{actions}</span>
        </th>
      </tr>
    </thead>
  );
}
