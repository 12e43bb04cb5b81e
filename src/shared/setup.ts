// Smart Setup's website analysis (core §3 Website analysis result, §5 setup validation, §8 texts).

export interface WebsiteAnalysis {
  keywords: string[];
  competitors: string[];
  topics: string[];
  audience: string;
  niche: string | null;
  tone: 'professional' | 'casual' | 'friendly' | 'authoritative' | 'conversational';
  /** Where the judgement calls came from: our own measures, or the configured AI provider. */
  source: 'heuristics' | 'ai';
  pagesAnalyzed: number;
}

export const setupMessages = {
  analyzed: 'Website analyzed successfully!',
  analyzeFailed: 'Failed to analyze website. Please try again.',
  noCompetitors: 'No competitors identified',
  enterWebsiteUrl: 'Please enter a website URL',
  enterValidUrl: 'Please enter a valid URL (including http:// or https://)',
  fillRequired: 'Please fill in all required fields',
  uploadAtLeastOne: 'Please upload at least one file',
  subscriptionSuccess: "Subscription successful! Now let's set up your account.",
} as const;

/** What an upload is refused or fails with; a message about one file names it. */
export const uploadMessages = {
  fileTooLarge: (name: string, megabytes: number) => `${name} is larger than ${megabytes} MB. Each file may be up to ${megabytes} MB.`,
  uploadTooLarge: (megabytes: number) => `The upload is larger than ${megabytes} MB. Upload at most ${megabytes} MB at a time.`,
  tooManyFiles: (count: number) => `Upload at most ${count} files at a time.`,
  unsupportedFile: (name: string) =>
    `${name} is not a supported file. Upload PDF, DOC, DOCX, XLSX, CSV, TXT or MD documents, or PNG, JPEG, GIF or WebP images.`,
  contentMismatch: (name: string) => `${name} is not what its name says: its content does not match its file type.`,
  oldExcelFile: (name: string) => `${name} is an old Excel file (.xls), which Uplift cannot read. Save it as .xlsx or .csv and upload it again.`,
  unreadableUpload: 'The upload could not be read. Please try again.',
  nothingReadable: 'No text could be read from the uploaded files (images are kept but not read).',
} as const;

/** GET /api/setup/analyses/:id — and what starting one answers. */
export interface AnalysisStatus {
  id: string;
  mode: 'url' | 'manual' | 'upload';
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  result: WebsiteAnalysis | null;
  error: string | null;
}
