export function listenArguments(
  args: string[],
  env: Record<string, string | undefined>,
): { args: string[]; notice: string | null };
