import type { AssistantMode } from '../../components/AssistantButton.tsx';

/**
 * Requests to the assistant widget from outside it (the hero's "Talk with Our AI Assistant").
 * Tiny on purpose: it ships in every page's first load. A request made before the widget has
 * hydrated waits here until it subscribes.
 */
export interface AssistantCommand {
  mode: AssistantMode;
  /** Start a voice call as soon as the panel is open. */
  startCall: boolean;
}

type CommandHandler = (command: AssistantCommand) => void;

let handler: CommandHandler | null = null;
let queued: AssistantCommand | null = null;

export function sendAssistantCommand(command: AssistantCommand) {
  if (handler) handler(command);
  else queued = command;
}

export function handleAssistantCommands(next: CommandHandler): () => void {
  handler = next;
  const waiting = queued;
  queued = null;
  if (waiting) next(waiting);
  return () => {
    if (handler === next) handler = null;
  };
}
