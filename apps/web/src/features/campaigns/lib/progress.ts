/** How far a campaign is towards its target, 0-100 (a campaign can pass its target). */
export const progressPercent = (raised: number, target: number) =>
  target > 0 ? Math.min(100, Math.max(0, Math.round((raised / target) * 100))) : 0;
