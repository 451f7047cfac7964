/** Shares as whole percents, correlations to two decimals; a dash where there is nothing to show yet. */
export const formatShare = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)}%`);
export const formatCorrelation = (value: number | null) => (value === null ? '–' : value.toFixed(2));
