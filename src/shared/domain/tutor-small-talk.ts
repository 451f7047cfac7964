// What the tutor says to a message that is not a question about the material (issue 26): a greeting, thanks, or a
// question in another language. Short, and promising nothing the tutor does not do.

export const smallTalkTexts = {
  greeting:
    'Hello! Ask me about anything in your course: a rule, a label section, a safety practice, or a calculation such as "2 pints per acre, how much for 35 acres?".',
  thanks: 'You’re welcome. Ask another question whenever you like.',
  /** In Spanish: the tutor answers in English for now, with the English words for the question's key terms. */
  spanish: (terms: readonly (readonly [string, string])[]) =>
    [
      'Por ahora el tutor responde solo en inglés. Escriba su pregunta en inglés y le responderé con el material del curso.',
      ...(terms.length > 0
        ? ['', 'Estas son las palabras en inglés para su pregunta:', ...terms.map(([es, en]) => `- ${es}: **${en}**`)]
        : []),
    ].join('\n'),
} as const;

/**
 * Spanish words of applicator exams and their English terms as the course and its glossary use them. Keys are
 * lower-case and without accents, as the question is compared after folding.
 */
export const spanishTerms: Record<string, string> = {
  plaguicida: 'pesticide',
  plaguicidas: 'pesticides',
  pesticida: 'pesticide',
  pesticidas: 'pesticides',
  etiqueta: 'label',
  licencia: 'license',
  certificacion: 'certification',
  aplicador: 'applicator',
  aplicadores: 'applicators',
  'equipo de proteccion personal': 'personal protective equipment (PPE)',
  deriva: 'drift',
  calibrar: 'calibrate',
  calibracion: 'calibration',
  'intervalo de reingreso': 'restricted-entry interval (REI)',
  reingreso: 're-entry',
  'palabra de advertencia': 'signal word',
  toxicidad: 'toxicity',
  almacenar: 'store',
  almacenamiento: 'storage',
  derrame: 'spill',
  envase: 'container',
  envases: 'containers',
  'agua subterranea': 'groundwater',
  guantes: 'gloves',
  respirador: 'respirator',
  mezclar: 'mix',
  mezcla: 'mixture',
  dosis: 'rate',
  acre: 'acre',
  acres: 'acres',
  galones: 'gallons',
  tanque: 'tank',
  boquilla: 'nozzle',
  boquillas: 'nozzles',
  registros: 'records',
  insecticida: 'insecticide',
  herbicida: 'herbicide',
  fungicida: 'fungicide',
  'uso restringido': 'restricted use',
  'ingrediente activo': 'active ingredient',
  trabajadores: 'workers',
};
