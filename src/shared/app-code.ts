/**
 * The id of index.html's `<template>` that holds the preloads of the app's code (the frame's, which
 * the build writes, and the screen's, which the server adds): inert until the app's entry puts them in
 * the page once its first paint is on screen (web/main.tsx). Fetched with the page, they finished
 * before that paint on a quick connection, and Lighthouse's simulation then counted all of them as
 * needed for it (ADR 048, twelfth pass). A module of its own: imported from `screen-shells.ts`, which
 * the app's other code imports too, it put the entry in a chunk with React (`entryMostBytes`).
 */
export const appCodeId = 'app-code';
