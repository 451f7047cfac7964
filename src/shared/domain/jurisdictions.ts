// Registration offers three choices (spec 2, /register); national is the fallback when none is left.
export const registrationStates = ['texas', 'florida', 'national'] as const;
export type TRegistrationState = (typeof registrationStates)[number];
export const defaultRegistrationState: TRegistrationState = 'national';

export const registrationStateLabels: Record<TRegistrationState, string> = {
  texas: 'Texas',
  florida: 'Florida',
  national: 'National',
};

/**
 * Every state a learner can choose in their profile: each one the product serves (issue 17), while the registration
 * form keeps the spec's three choices. The order is the order the coverage list shows them.
 */
export const learnerStates = ['national', 'texas', 'california', 'florida'] as const;
export type TLearnerState = (typeof learnerStates)[number];

export const learnerStateLabels: Record<TLearnerState, string> = {
  ...registrationStateLabels,
  california: 'California',
};

// Jurisdictions used to tag knowledge-base documents and content (spec 3).
export const jurisdictions = [
  { value: 'federal', label: 'Federal' },
  { value: 'new_york', label: 'New York' },
  { value: 'florida', label: 'Florida' },
  { value: 'texas', label: 'Texas' },
  { value: 'california', label: 'California' },
  { value: 'illinois', label: 'Illinois' },
  { value: 'pennsylvania', label: 'Pennsylvania' },
  { value: 'other_federal_only', label: 'Other/Federal only' },
] as const;
export type TJurisdiction = (typeof jurisdictions)[number]['value'];
