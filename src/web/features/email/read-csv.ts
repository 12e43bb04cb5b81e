import Papa from 'papaparse';

/** What the browser learns of a CSV before uploading it: its header row and how many rows follow. */
export interface CsvOutline {
  headers: string[];
  rows: number;
}

/**
 * Reads the file in chunks (a large list never sits in memory whole) for its header row and its row
 * count, which the import's progress bar measures against.
 */
export function readCsvOutline(file: File): Promise<CsvOutline> {
  return new Promise((resolve, reject) => {
    let headers: string[] | null = null;
    let rows = 0;
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      step: (result) => {
        if (headers === null) headers = result.data.map((cell) => String(cell));
        else rows += 1;
      },
      complete: () => (headers ? resolve({ headers, rows }) : reject(new Error('The file is empty.'))),
      error: (error) => reject(error),
    });
  });
}
