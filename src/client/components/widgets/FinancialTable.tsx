import { FINANCIALS, financialTable } from '../../../shared/content/financials.ts';
import { usePageLocale } from '../site-content.tsx';

/** The yearly figures as a real table, the same rows the Financial Summary PDF prints. */
export function FinancialTable() {
  const text = usePageLocale().content.financials;
  return (
    <div className="mx-auto mt-12 max-w-3xl overflow-x-auto rounded-2xl border border-slate-200">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="caption-bottom px-4 py-3 text-left text-sm text-slate-600">
          <span className="font-semibold text-navy-900">{text.heading}.</span> {text.caption}
        </caption>
        <thead className="bg-slate-50 text-navy-900">
          <tr>
            <td className="px-3 py-3 sm:px-4" />
            {FINANCIALS.years.map((year) => (
              <th key={year} scope="col" className="px-2 py-3 text-right font-semibold sm:px-4">
                {year}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {financialTable(text).map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-3 py-3 font-medium text-slate-800 sm:px-4">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={FINANCIALS.years[index]} className="px-2 py-3 text-right font-semibold whitespace-nowrap text-navy-900 tabular-nums sm:px-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
