/** Where a page's checks draw the line; the crawler reads slowMs too, so they sit apart from the checks. */
export const limits = {
  titleMax: 60,
  titleMin: 20,
  descriptionMax: 160,
  descriptionMin: 70,
  thinWords: 200,
  slowMs: 1000,
  largeBytes: 1024 * 1024,
  urlLength: 115,
} as const;
