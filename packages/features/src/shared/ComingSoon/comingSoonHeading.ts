/** The heading of a screen that is not built yet: "Farm Game is coming soon". */
export function comingSoonHeading(title: string): string {
  return `${title} is coming soon`;
}
