import type { TLabelPage, TLabelSection } from '../../../shared/contract/labels';
import { labelSheetTexts as texts } from '../../../shared/domain/labels';
import { cn } from '../../lib/cn';

// The specimen label drawn in the order 40 CFR 156.10 sets out: front panel (restricted-use box, product, ingredients,
// signal word), then each section, the boxed ones (Agricultural Use Requirements) framed as on a real label.

function SectionTable({ table }: { table: NonNullable<TLabelSection['table']> }) {
  return (
    <table className="mt-2 w-full table-fixed border-collapse text-left text-xs sm:text-sm">
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col" className="border border-neutral-400 p-1 align-top break-words">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.join('|')}>
            {table.columns.map((column, i) => (
              <td key={column} className="border border-neutral-400 p-1 align-top break-words">
                {row[i]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({ section }: { section: TLabelSection }) {
  return (
    <section
      aria-labelledby={`label-${section.id}`}
      className={cn('grid gap-1.5', section.boxed && 'border-2 border-neutral-900 p-3')}
      data-section={section.id}
    >
      <h3 id={`label-${section.id}`} className="font-bold uppercase tracking-wide break-words">
        {section.heading}
      </h3>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="break-words">
          {paragraph}
        </p>
      ))}
      {section.table ? <SectionTable table={section.table} /> : null}
    </section>
  );
}

export function LabelSheet({ label }: { label: TLabelPage }) {
  return (
    <div className="grid gap-4 bg-white p-3 font-serif text-sm leading-relaxed text-neutral-900 sm:p-5">
      <p className="text-xs italic text-neutral-700">{label.specimenNotice}</p>
      {label.restrictedUse ? (
        <div className="border-2 border-neutral-900 p-3 text-center" data-section="restricted-use">
          <p className="font-bold uppercase">{texts.restrictedUse}</p>
          <p className="break-words">{label.restrictedUse}</p>
        </div>
      ) : null}
      <div className="grid gap-1 text-center">
        <p className="text-2xl font-bold break-words">{label.productName}</p>
        <p className="font-semibold">{label.productType}</p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
        {label.activeIngredients.map((ingredient) => (
          <div key={ingredient.name} className="contents">
            <dt className="break-words">
              {texts.activeIngredient} {ingredient.name}
            </dt>
            <dd className="text-right">{ingredient.percent}%</dd>
          </div>
        ))}
        <dt>{texts.otherIngredients}</dt>
        <dd className="text-right">{label.otherIngredientsPercent}%</dd>
      </dl>
      <p className="break-words">{label.guarantee}</p>
      <div className="grid gap-1 text-center">
        <p className="font-bold">{label.keepOutOfReach}</p>
        <p className="text-xl font-extrabold tracking-widest" data-section="signal-word">
          {label.signalWord}
        </p>
        {label.spanishWarning ? (
          <p className="break-words" data-section="spanish-warning">
            {label.spanishWarning}
          </p>
        ) : null}
      </div>
      <p className="text-xs break-words">
        {texts.registration(label.epaRegistrationNumber, label.epaEstablishmentNumber, label.netContents)}
      </p>
      <p className="text-xs break-words">{label.manufacturer}</p>
      {label.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </div>
  );
}
