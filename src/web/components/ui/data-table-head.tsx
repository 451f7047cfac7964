/** The header row of the admin tables: one column heading per label. */
export function DataTableHead({ columns, cellClassName }: { columns: string[]; cellClassName: string }) {
  return (
    <thead className="border-b border-border bg-muted/50 text-muted-foreground">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={`${cellClassName} font-medium`}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
