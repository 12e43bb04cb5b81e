// Smart Setup's website analysis: the result's shape, the setup checks and their texts.
import { formMessages } from '../messages';
import type { WebsiteAnalysis } from '../website-analysis';

export type { WebsiteAnalysis };

export const setupMessages = {
  analyzed: 'Website analyzed successfully!',
  analyzeFailed: 'Failed to analyze website. Please try again.',
  analysisFailed: 'Analysis failed. Please try again.',
  noCompetitors: 'No competitors identified',
  enterWebsiteUrl: 'Please enter a website URL',
  enterValidUrl: formMessages.enterValidUrl,
  fillRequired: formMessages.fillRequired,
  uploadAtLeastOne: 'Please upload at least one file',
  subscriptionSuccess: "Subscription successful! Now let's set up your account.",
  filesSelected: (count: number) => `${count} file(s) selected`,
  deleteUnderWay: 'This analysis is still under way. Delete it once it has finished.',
  tooManyUnderWay: (count: number) => `${count} analyses are already under way in this workspace. Wait for one to finish, then try again.`,
} as const;

/** The /setup screen's own words (labels, headings, states), for the screen and its tests. */
export const setupLabels = {
  title: 'Smart Setup',
  subtitle: 'Tell Uplift about your website and get keywords, competitors and content topics to start with.',
  chooseMode: 'How would you like to set up?',
  urlMode: 'Analyze my website',
  urlModeDescription: 'Uplift reads your site and finds its keywords, topics and audience.',
  manualMode: 'Set up manually',
  manualModeDescription: 'Type your niche, keywords and competitors yourself.',
  uploadMode: 'Upload documents',
  uploadModeDescription: 'Uplift reads your brochures, price lists or notes (PDF, Word, Excel, CSV, text).',
  back: 'Back',
  websiteUrl: 'Website URL',
  analyze: 'Analyze',
  nicheField: 'Niche *',
  keywordsField: 'Keywords * (comma-separated)',
  competitorsField: 'Competitors (comma-separated)',
  continue: 'Continue',
  dropFiles: 'Drag and drop files here, or choose files',
  chooseFiles: 'Choose files',
  supportedFiles: 'PDF, DOC, DOCX, XLS, XLSX, CSV, TXT, MD or images; up to 10 files, 20 MB each, 50 MB in all.',
  analyzeFiles: 'Analyze files',
  remove: (name: string) => `Remove ${name}`,
  storedUploads: 'Your uploaded files',
  storedUploadsHint: 'Kept on this server and counted against your storage until you delete them.',
  deleteUpload: 'Delete files',
  deleteUploadConfirm: (count: number) =>
    count === 1 ? 'Delete this file and the analysis made from it?' : `Delete these ${count} files and the analysis made from them?`,
  confirmDelete: 'Delete',
  deleteUploadLabel: (date: string) => `Delete files uploaded ${date}`,
  stillAnalysing: 'Still being analysed',
  uploading: 'Uploading files...',
  checkingFiles: 'Checking your files...',
  waiting: 'Waiting to start...',
  analyzingWebsite: 'Analyzing your website...',
  readingDocuments: 'Reading your documents...',
  analyzingUrl: (url: string) => `Analyzing ${url}`,
  analyzingFiles: (count: number) => `Analyzing ${count} file${count === 1 ? '' : 's'}`,
  cancel: 'Cancel',
  unreachable: 'Uplift cannot be reached right now. Still trying...',
  analysisFailed: 'Analysis failed',
  editAndRetry: 'Try again',
  chooseAnotherMode: 'Choose another mode',
  results: 'Analysis Results',
  keyKeywords: 'Key Keywords',
  competitors: 'Competitors',
  contentTopics: 'Content Topics',
  targetAudience: 'Target Audience',
  noKeywords: 'No keywords found',
  noTopics: 'No topics found',
  niche: 'Niche',
  nicheUnknown: 'Not identified',
  analysedFrom: (count: number, mode: 'url' | 'upload') => `From ${count} ${mode === 'url' ? 'page' : 'document'}${count === 1 ? '' : 's'}`,
  tone: 'Tone',
  estimatedByHeuristics: "Audience and tone are estimated by Uplift's own heuristics: no AI provider is configured.",
  enteredByHand: 'Entered by hand: nothing was analysed.',
  tryAgain: 'Try Again',
  startContentCreation: 'Start Content Creation',
  saveAsProject: 'Save as project',
  saveAsProjectText: 'Keep this niche, its keywords and competitors as a project, so every tool can use them.',
  projectName: 'Project name *',
  saveProject: 'Save project',
  saveProjectFailed: 'Failed to create project. Please try again.',
  savedAs: (name: string) => `Saved as ${name}`,
  subscriptionRequired: 'Subscription Required',
  subscriptionRequiredText:
    'Smart Setup needs a signed-in account with a plan. Your session may have ended: sign in again, or view the plans.',
  viewPlans: 'View Plans',
  signIn: 'Sign in',
  readOnlyTitle: 'Smart Setup needs Editor access',
  readOnlyText: 'Analysing a site, uploading documents and saving projects change this workspace. Ask its owner for Editor access.',
} as const;

/** What one upload may hold (the server enforces them; the screen checks first to spare a long upload). */
export const setupUploadLimits = { fileMegabytes: 20, requestMegabytes: 50, files: 10 } as const;

/** What an upload is refused or fails with; a message about one file names it. */
export const uploadMessages = {
  fileTooLarge: (name: string, megabytes: number) => `${name} is larger than ${megabytes} MB. Each file may be up to ${megabytes} MB.`,
  uploadTooLarge: (megabytes: number) => `The upload is larger than ${megabytes} MB. Upload at most ${megabytes} MB at a time.`,
  tooManyFiles: (count: number) => `Upload at most ${count} files at a time.`,
  unsupportedFile: (name: string) =>
    `${name} is not a supported file. Upload PDF, DOC, DOCX, XLS, XLSX, CSV, TXT or MD documents, or PNG, JPEG, GIF or WebP images.`,
  contentMismatch: (name: string) => `${name} is not what its name says: its content does not match its file type.`,
  unreadableUpload: 'The upload could not be read. Please try again.',
  nothingReadable: 'No text could be read from the uploaded files (images are kept but not read).',
  deleted: 'Uploaded files deleted',
  deleteFailed: 'Failed to delete the uploaded files. Please try again.',
} as const;

/** GET /api/setup/uploads: what the workspace keeps from earlier uploads, a batch per analysis. */
export interface UploadBatch {
  analysisId: string;
  status: AnalysisStatus['status'];
  createdAt: string;
  files: Array<{ id: string; name: string; size: number }>;
}

/** GET /api/setup/analyses/:id — and what starting one answers. */
export interface AnalysisStatus {
  id: string;
  mode: 'url' | 'manual' | 'upload';
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  result: WebsiteAnalysis | null;
  error: string | null;
}
