// What a question asks for, from its words. Only a question that asks for a number is worked out; anything the
// calculator does not handle (acre-feet, ppm, half-lives, costs, seasonal totals, lengths of road, reverse
// percentages) is left to the tutor's normal answer rather than half-computed.

export interface TAsks {
  /** Asks for a number at all ("how much", "how many", "calculate", "what is the GPA"...). */
  number: boolean;
  containers: boolean;
  acres: boolean;
  gpa: boolean;
  gpm: boolean;
  perTank: boolean;
  activeIngredient: boolean;
  /** Asks how much product: a missing label rate is worth asking for. */
  product: boolean;
}

const asksNumber =
  /\bhow (?:much|many|big)\b|\bcalculate|\bwork (?:it )?out|\bfigure\b|\bcompute|\bwhat(?:'s| is| are| would be| will be| should be)? (?:the |my |its |their )?(?:gpa|gpm|rate|application rate|output|flow|amount|total|volume|treated|size)\b|\bwhich (?:nozzle|flow|gpm)|\b(?:needed|required|do i need|should i (?:use|add|buy|mix|put))\b/;
const outOfScope =
  /acre[- ]?f(?:oo|ee)t|\bppm\b|parts per million|half-?life|per season|seasonal|\$|\bcosts?\b|\bprice|how many (?:more |times|applications|days|hours|minutes|seconds|miles|feet)|how (?:long|far)|what percent|percentage|per 100 gallons|cubic|\bdilute rate\b|\b\d+[- ]hours?\b|gallons? per hour|\b(?:each|per|a|one) mile\b|how many square feet|how much area|can it treat/;

export function readAsks(question: string): TAsks | null {
  const text = question.toLowerCase();
  if (outOfScope.test(text)) return null;
  return {
    number: asksNumber.test(text),
    containers:
      /\bhow many\b[^?]*\b(?:jugs?|containers?|bottles?|cans?|drums?|totes?|bags?|pails?|boxes|packages?)\b/.test(text),
    acres: /how many (?:treated )?acres|acres (?:does|will|can|would) (?:1|one|a|the|each)? ?(?:tank|load|fill)/.test(
      text,
    ),
    gpa: /\bgpa\b|gallons? (?:per|an|a) acre|application rate|sprayer (?:apply|applying)|output/.test(text),
    gpm: /\bgpm\b|gallons? per minute|flow rate|nozzle (?:output|size)|which nozzle|nozzle (?:should|must|do)/.test(
      text,
    ),
    perTank:
      /\b(?:per|each|every|a|the|one|1) (?:tank|tankful|load|fill)|in(?:to)? the tank|tank (?:needs|takes|holds)/.test(
        text,
      ),
    product: /how (?:much|many)[^?]*\bproduct\b|product (?:do|will|would|should) (?:i|you|we) need/.test(text),
    activeIngredient: /how (?:much|many)(?: pounds?| lbs?)?(?: of)? (?:a\.i|active ingredient)/.test(text),
  };
}
