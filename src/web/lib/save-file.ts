/** Hands a file to the browser as a download. */
export function saveFile(file: Blob, filename: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
