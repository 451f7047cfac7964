import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { TDiscountCode } from '../../../shared/contract/discount-codes';
import {
  discountSkeletonRows,
  discountTypeLabels,
  formatDiscountDate,
  formatDiscountUsage,
  formatDiscountValue,
  discountAdminTexts as texts,
} from '../../../shared/domain/discount-admin-texts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTableHead } from '../../components/ui/data-table-head';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Skeleton } from '../../components/ui/skeleton';

const columns = Object.values(texts.columns);
const cell = 'px-3 py-3 text-left align-middle';

interface DiscountTableProps {
  codes: TDiscountCode[] | undefined;
  onEdit: (code: TDiscountCode) => void;
  onDelete: (code: TDiscountCode) => void;
}

/** The codes table; it scrolls sideways on narrow screens and can be scrolled by keyboard (tabIndex). */
export function DiscountTable({ codes, onEdit, onDelete }: DiscountTableProps) {
  return (
    <section
      className="overflow-x-auto rounded-xl border border-border bg-card"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
      tabIndex={0}
      aria-label={texts.tableLabel}
    >
      <table className="w-full min-w-[52rem] text-sm">
        <DataTableHead columns={columns} cellClassName={cell} />
        <tbody aria-busy={!codes}>
          {codes
            ? codes.map((code) => (
                <tr key={code.id} className="border-b border-border last:border-0">
                  <td className={`${cell} font-mono font-semibold`}>{code.code}</td>
                  <td className={cell}>{formatDiscountValue(code.type, code.value)}</td>
                  <td className={cell}>{discountTypeLabels[code.type]}</td>
                  <td className={cell}>{formatDiscountUsage(code.currentUses, code.maxUses)}</td>
                  <td className={cell}>
                    <Badge variant={code.isActive ? 'success' : 'secondary'}>
                      {code.isActive ? texts.active : texts.inactive}
                    </Badge>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{formatDiscountDate(code.createdAt)}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    {code.expiresAt ? formatDiscountDate(code.expiresAt) : texts.never}
                  </td>
                  <td className={cell}>
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button variant="ghost" size="icon" aria-label={texts.rowActions(code.code)}>
                          <MoreHorizontal aria-hidden />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent>
                        <DropdownMenuItem onSelect={() => onEdit(code)}>
                          <Pencil aria-hidden />
                          {texts.edit}
                        </DropdownMenuItem>
                        <DropdownMenuItem className="text-destructive" onSelect={() => onDelete(code)}>
                          <Trash2 aria-hidden />
                          {texts.delete}
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </td>
                </tr>
              ))
            : Array.from({ length: discountSkeletonRows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows with no identity.
                <tr key={row} className="border-b border-border last:border-0">
                  {columns.map((column) => (
                    <td key={column} className={cell}>
                      <Skeleton className="h-4 w-full" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
}
