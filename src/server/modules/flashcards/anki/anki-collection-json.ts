// The JSON columns of a schema-11 collection (`col.models`, `decks`, `dconf`, `conf`) with the keys Anki's
// upgrade to its current schema requires (rslib/src/notetype/schema11.rs, decks/schema11.rs,
// deckconfig/schema11.rs) and Anki's defaults for the rest.

/** Fixed ids, so a second export lands in the same note type and deck instead of new copies. */
export const exportNotetypeId = 1_732_000_000_001;
export const exportDeckId = 1_732_000_000_002;
export const exportNotetypeName = 'Basic (Pesticide Prep)';

const css =
  '.card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n';

const field = (name: string, ord: number) => ({
  name,
  ord,
  sticky: false,
  rtl: false,
  font: 'Arial',
  size: 20,
  description: '',
  plainText: false,
  collapsed: false,
  excludeFromSearch: false,
  media: [],
});

export function modelsJson(mtime: number) {
  const model = {
    id: exportNotetypeId,
    name: exportNotetypeName,
    type: 0,
    mod: mtime,
    usn: -1,
    sortf: 0,
    did: exportDeckId,
    tmpls: [
      {
        name: 'Card 1',
        ord: 0,
        qfmt: '{{Front}}',
        afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}',
        bqfmt: '',
        bafmt: '',
        did: null,
        bfont: '',
        bsize: 0,
      },
    ],
    flds: [field('Front', 0), field('Back', 1)],
    css,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    req: [[0, 'any', [0]]],
    tags: [],
    vers: [],
  };
  return JSON.stringify({ [exportNotetypeId]: model });
}

const deck = (id: number, name: string, mtime: number) => ({
  id,
  mod: mtime,
  name,
  usn: -1,
  lrnToday: [0, 0],
  revToday: [0, 0],
  newToday: [0, 0],
  timeToday: [0, 0],
  collapsed: false,
  browserCollapsed: false,
  desc: '',
  dyn: 0,
  conf: 1,
  extendNew: 0,
  extendRev: 0,
});

export const decksJson = (deckName: string, mtime: number) =>
  JSON.stringify({ 1: deck(1, 'Default', mtime), [exportDeckId]: deck(exportDeckId, deckName, mtime) });

export function deckConfigJson(mtime: number) {
  return JSON.stringify({
    1: {
      id: 1,
      mod: mtime,
      name: 'Default',
      usn: -1,
      maxTaken: 60,
      autoplay: true,
      timer: 0,
      replayq: true,
      dyn: false,
      new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
      rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
      lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
    },
  });
}

export function configJson(nextPosition: number) {
  return JSON.stringify({
    activeDecks: [1],
    curDeck: 1,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: exportNotetypeId,
    nextPos: nextPosition,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
  });
}
