// A fake Anthropic Messages API: POST /v1/messages. @ai-sdk/anthropic asks for structured output
// either natively (output_config.format) or through a forced "json" tool, depending on the model; the
// fake answers in the matching form.
import { type ScriptedServer, startScriptedServer } from './scripted-server';

export async function startFakeAnthropic(): Promise<ScriptedServer> {
  return startScriptedServer(
    '/v1/messages',
    (request, answer) => {
      const usage = answer.usage ?? { input: 150, output: 600 };
      const wantsTool = Array.isArray(request.body.tools) && request.body.tools.some((tool: { name?: string }) => tool.name === 'json');
      const content = wantsTool
        ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: parseOrText(answer.text) }]
        : [{ type: 'text', text: answer.text }];
      return {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: request.body.model,
        content,
        stop_reason: wantsTool ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: usage.output },
      };
    },
    (message) => ({ type: 'error', error: { type: 'invalid_request_error', message } }),
  );
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
