// The AI engine's public face: the app constructs one AiEngine; features write with it from recipes
// of their own, and may use the project's description in their prompts.
export { AiEngine, type AiEngineDeps, type AiStatus } from './engine';
export { type VoiceRules, speakInVoice, voicePromptLines } from './brand-voice';
export { describeProject } from './prompts';
export { type ProviderName, type ResolvedProvider, resolveProvider } from './provider';
export { type Draft, type DraftRecipe, type GenerationScope, type ProjectContext, type TokenUsage, defineRecipe } from './types';
