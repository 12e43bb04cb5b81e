// The AI engine's public face: the app constructs one AiEngine and hands it to the features.
export { AiEngine, type AiEngineDeps, type AiStatus, type ContentRequest } from './engine';
export type { ProviderName } from './provider';
export type { ContentBrief, GenerationScope, Insight, ProjectContext, TokenUsage } from './types';
export type { SiteFacts } from './website-profile';
