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
import { DataTable } from '../../components/ui/data-table';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

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
    <DataTable
      label={texts.tableLabel}
      columns={columns}
      cellClassName={cell}
      tableClassName="min-w-[52rem]"
      items={codes}
      skeletonRows={discountSkeletonRows}
      renderRow={(code) => (
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
      )}
    />
  );
}
