/**
 * A chart's figures as a table for screen readers (a chart's shapes say nothing to them). Hidden in a
 * clipped box, not by `sr-only` on the table itself: a table is as wide as its columns whatever its
 * width says, and a wide one made a phone's page scroll sideways.
 */
export function ChartTable({ caption, headers, rows }: { caption: string; headers: readonly string[]; rows: readonly (readonly [string, ...(string | number)[]])[] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...cells]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {cells.map((cell, index) => (
                <td key={headers[index + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
