/** The weekly volume chart's texts, beside the chart so they load with the dashboards that show it. */
export const WEEKLY_VOLUME_TEXT = {
  legend: { accepted: 'Accepted', paid: 'Paid' },
  scale: (amount: string) => `Scale: up to ${amount} a week`,
  totals: (accepted: string, paid: string) => `Accepted ${accepted} · Paid ${paid}`,
  chartEmpty: 'Nothing accepted or paid in these weeks yet.',
  chartLabel: (weeks: number, accepted: string, paid: string) => `Bar chart of the last ${weeks} weeks: ${accepted} accepted and ${paid} paid in all.`,
  weekTitle: (week: string, accepted: string, paid: string) => `Week of ${week}: ${accepted} accepted, ${paid} paid`,
} as const;
