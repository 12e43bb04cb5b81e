// A fake OpenAI-compatible server: POST /v1/chat/completions and GET /v1/models.
// @ai-sdk/openai-compatible asks for structured output with response_format json_schema; the fake
// answers whatever text the test scripted as the assistant message, as a real model might. A request
// with `stream: true` is answered with server-sent chunks: the text a few words at a time, then the
// scripted tool calls, a finish reason and the token use.
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
    (request, answer) => {
      const usage = answer.usage ?? { input: 120, output: 480 };
      const base = {
        id: `chatcmpl-${Date.now()}`,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: request.body.model,
      };
      const chunk = (delta: unknown, finishReason: string | null = null) =>
        JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finishReason }] });
      const words = answer.text.match(/\s*\S+\s*/g) ?? [];
      const calls = answer.toolCalls ?? [];
      return [
        chunk({ role: 'assistant', content: '' }),
        ...words.map((word) => chunk({ content: word })),
        ...calls.map((call, index) =>
          chunk({
            tool_calls: [
              {
                index,
                id: call.id ?? `call_${index + 1}_${Date.now()}`,
                type: 'function',
                function: { name: call.name, arguments: JSON.stringify(call.input) },
              },
            ],
          }),
        ),
        chunk({}, calls.length > 0 ? 'tool_calls' : 'stop'),
        JSON.stringify({
          ...base,
          choices: [],
          usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
        }),
        '[DONE]',
      ];
    },
  );
}
