/**
 * Query keys several features share: history, trend and readiness live under `progress`, and the running exam
 * under `exam-current`. Closing an attempt anywhere changes them all.
 */
export const progressQueryKey = ['progress'] as const;
export const currentExamQueryKey = ['exam-current'] as const;
