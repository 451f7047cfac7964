import { describe, expect, it } from 'vitest';
import { htmlToText } from './anki-html';
import { parseAnkiText, writeAnkiText } from './anki-text';

// Files written by hand the way Anki writes and reads "Notes in Plain Text" (rslib/src/import_export/text/csv/).

describe('reading Anki text files', () => {
  it('reads a file exported by Anki 2.1.55+ with every column ticked, note for note', () => {
    // Anki's export: #separator and #html, then guid, notetype, deck and tags columns; fields padded to the widest
    // note type; HTML kept; csv quoting where a field needs it.
    const file = [
      '#separator:tab',
      '#html:true',
      '#guid column:1',
      '#notetype column:2',
      '#deck column:3',
      '#tags column:6',
      'f>3Ux$Jg9c\tBasic\tPesticides::Core\tWhat does <b>LD<sub>50</sub></b> mean?\tThe dose that kills half<br>of the test animals &amp; no more\tLabel_&_Labeling toxicity',
      'Ab1!cD2@eF\tBasic (and reversed card)\tPesticides\t"Signal word ""DANGER"""\t"<div>Highly toxic</div><div>Category I</div>"\tsignal_words',
      'Xy9#Zz8$Ww\tCloze\tPesticides\t{{c1::PPE}} protects the applicator\t\t',
      '"#hash-guid"\tBasic\tDefault\t"#1 rule: read the label"\t"tab\there"\t',
    ].join('\n');
    expect(parseAnkiText(file)).toEqual([
      {
        guid: 'f>3Ux$Jg9c',
        front: 'What does LD50 mean?',
        back: 'The dose that kills half\nof the test animals & no more',
        tags: ['Label & Labeling', 'toxicity'],
      },
      { guid: 'Ab1!cD2@eF', front: 'Signal word "DANGER"', back: 'Highly toxic\nCategory I', tags: ['signal_words'] },
      { guid: 'Xy9#Zz8$Ww', front: '{{c1::PPE}} protects the applicator', back: '', tags: [] },
      { guid: '#hash-guid', front: '#1 rule: read the label', back: 'tab\there', tags: [] },
    ]);
  });

  it('keeps tabs and newlines inside quoted fields, skips comment lines and reads a BOM and CRLF', () => {
    const file =
      '\uFEFFtags:imported  from_anki\r\n#separator:Tab\r\n#html:false\r\n#columns:Front\tBack\tTags\r\n' +
      '"Line one\r\nLine two"\t"A ""quoted"" back\twith a tab"\tppe\r\n' +
      '# a comment line between notes\r\n' +
      '\r\n' +
      'Plain <front>\tBack &amp; more\t\r\n';
    expect(parseAnkiText(file)).toEqual([
      {
        guid: null,
        front: 'Line one\r\nLine two',
        back: 'A "quoted" back\twith a tab',
        tags: ['imported', 'from_anki', 'ppe'],
      },
      // #html:false: the text is the text, markup-looking or not.
      { guid: null, front: 'Plain <front>', back: 'Back &amp; more', tags: ['imported', 'from_anki'] },
    ]);
  });

  it('maps #columns by field name and takes the first free column after the fields as tags', () => {
    const file = '#separator:semicolon\n#html:false\n#columns:Back;Front;Tags;Extra\nthe back;the front;t1 t2;x\n';
    expect(parseAnkiText(file)).toEqual([{ guid: null, front: 'the front', back: 'the back', tags: ['t1', 't2'] }]);
  });

  it('finds the separator Anki would (tab, pipe, semicolon, colon, comma, space) and reads #separator by name or character', () => {
    expect(parseAnkiText('a|b|c\n')[0]).toMatchObject({ front: 'a', back: 'b', tags: ['c'] });
    expect(parseAnkiText('a;b\n')[0]).toMatchObject({ front: 'a', back: 'b' });
    expect(parseAnkiText('a b\n')[0]).toMatchObject({ front: 'a', back: 'b' });
    expect(parseAnkiText('#separator:,\nx,"y, z"\n')[0]).toMatchObject({ front: 'x', back: 'y, z' });
    expect(parseAnkiText('#separator:Comma\nx,y\n')[0]).toMatchObject({ front: 'x', back: 'y' });
    // A header line exported by mistake as a record still reads (Anki trims what follows the value).
    expect(parseAnkiText('#separator:Pipe||\n#html:false||\na|b\n')[0]).toMatchObject({ front: 'a', back: 'b' });
  });

  it('treats fields as HTML when any looks like it and the file does not say', () => {
    const [card] = parseAnkiText('<i>one</i>\ttwo&nbsp;&lt;b&gt;\n');
    expect(card).toMatchObject({ front: 'one', back: 'two <b>' });
    expect(parseAnkiText('#html:false\n<i>one</i>\ttwo\n')[0]!.front).toBe('<i>one</i>');
  });

  it('reads #tags, #guid column and #deck column anywhere in the header, and rejects broken quoting', () => {
    const file = '#tags:global\n#deck column:1\n#guid column:2\nDeck\tG1\tfront\tback\tlocal\n';
    expect(parseAnkiText(file)).toEqual([{ guid: 'G1', front: 'front', back: 'back', tags: ['global', 'local'] }]);
    expect(() => parseAnkiText('#separator:tab\n"never closed\tback\n')).toThrow();
  });
});

describe('Anki HTML to text', () => {
  it('keeps line breaks, decodes entities after removing markup and drops scripts, styles and media', () => {
    expect(htmlToText('a<br>b<br/>c<div>d</div><p>e</p>')).toBe('a\nb\nc\nd\ne');
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt; &#65;&#x42; &quot;q&quot; &unknown;')).toBe(
      '<script>alert(1)</script> AB "q" &unknown;',
    );
    expect(
      htmlToText('<script>alert(1)</script><style>p{}</style>safe<!-- note --> [sound:x.mp3]<img src="a.jpg">'),
    ).toBe('safe');
    expect(htmlToText('one\ntwo')).toBe('one two'); // a newline in HTML source is a space
  });
});

describe('writing Anki text files', () => {
  const tricky = [
    { guid: 'g1', front: '#starts with a hash', back: 'plain', tags: ['Label & Labeling', 'my_tag'] },
    { guid: 'g2', front: '"starts with a quote', back: 'line one\nline two', tags: [] },
    { guid: '#g3', front: 'has\ta tab', back: 'windows\r\nbreak', tags: ['ppe'] },
    { guid: 'g4', front: 'a <b> & c', back: 'trailing space ', tags: [] },
  ];

  it('writes the header Anki reads and quotes every field that needs it', () => {
    const text = writeAnkiText(tricky.slice(0, 2), 'Deck');
    expect(text).toBe(
      [
        '#separator:tab',
        '#html:false',
        '#notetype:Basic',
        '#deck:Deck',
        '#guid column:1',
        '#tags column:4',
        'g1\t"#starts with a hash"\tplain\tLabel_&_Labeling my_tag',
        'g2\t"""starts with a quote"\t"line one\nline two"\t',
        '',
      ].join('\n'),
    );
  });

  it('reads back every card it writes unchanged', () => {
    const back = parseAnkiText(writeAnkiText(tricky, 'Deck'));
    expect(back).toEqual(tricky.map((card) => ({ ...card, back: card.back.trim() })));
  });
});
