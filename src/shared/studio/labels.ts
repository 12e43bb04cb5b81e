// The studio's name in the sidebar and on its screen: apart from studio.ts, so that naming the area in
// the app's frame does not build the studio's input schemas.
export const studioLabels = {
  title: 'Video & Audio Studio',
  description: 'Scripts, videos and audio for every channel.',
} as const;
