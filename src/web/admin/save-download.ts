/** Hands a file the console fetched to the browser's downloads, under the name the server gave it. */
export function saveDownload(text: string, contentDisposition: string | null, fallbackName: string): string {
  const name = /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
