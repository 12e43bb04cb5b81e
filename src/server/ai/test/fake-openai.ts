// A fake OpenAI-compatible server: POST /v1/chat/completions (non-streaming) and GET /v1/models.
// @ai-sdk/openai-compatible asks for structured output with response_format json_schema; the fake
// answers whatever text the test scripted as the assistant message, as a real model might.
import { type ScriptedServer, startScriptedServer } from './scripted-server';

export async function startFakeOpenAi(): Promise<ScriptedServer> {
  return startScriptedServer(
    '/v1/chat/completions',
    (request, answer) => {
      const usage = answer.usage ?? { input: 120, output: 480 };
      return {
        id: `chatcmpl-${Date.now()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: answer.text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
      };
    },
    (message) => ({ error: { message, type: 'invalid_request_error', code: null } }),
  );
}
