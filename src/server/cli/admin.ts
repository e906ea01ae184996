/**
 * Admin accounts for the leads inbox: npm run admin -- <command>. Uses the server's database settings
 * (DATABASE_URL, or the embedded database in DATA_DIR).
 */
import { loadConfig } from '../config/config.ts';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { loadEnvFile } from '../env-file.ts';
import {
  AccountError,
  createAccount,
  deleteAccount,
  findAccount,
  listAccounts,
  normalizeUsername,
  resetPassword,
  usernameProblem,
} from '../features/admin/accounts.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../features/admin/password-hashing.ts';
import { readHiddenLine } from './read-password.ts';

const USAGE = `Usage: npm run admin -- <command>

  create <username>          Create an account
  reset-password <username>  Set a new password (signs the account out everywhere)
  list                       List the accounts
  delete <username>          Delete an account

The password is asked for on the terminal (hidden, pasting works). Without a terminal it is read from
the ADMIN_PASSWORD environment variable. It needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

class UsageError extends Error {}

/** Without a terminal the password comes from ADMIN_PASSWORD, checked before the database is opened. */
function presetPassword(): string | undefined {
  if (process.stdin.isTTY) return undefined;
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new UsageError('No terminal to ask for the password: set ADMIN_PASSWORD.');
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
  return password;
}

async function askPassword(preset: string | undefined): Promise<string> {
  if (preset !== undefined) return preset;
  for (;;) {
    const password = await readHiddenLine('Password: ');
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      continue;
    }
    if ((await readHiddenLine('Repeat the password: ')) === password) return password;
    console.error('The passwords differ. Try again.');
  }
}

function usernameArgument(args: string[]): string {
  const [username] = args;
  if (!username) throw new UsageError('Give the username.');
  return username;
}

async function run(command: string | undefined, args: string[], database: () => Promise<DatabaseHandle>): Promise<string> {
  switch (command) {
    case 'create': {
      const username = usernameArgument(args);
      const problem = usernameProblem(username);
      if (problem) throw new AccountError(problem);
      const preset = presetPassword();
      // Open the database first: a locked or unreachable one fails before the password is typed.
      const { db } = await database();
      if (await findAccount(db, username)) throw new AccountError(`The account "${normalizeUsername(username)}" already exists.`);
      const account = await createAccount(db, username, await askPassword(preset));
      return `Created the account "${account.username}". Sign in at /admin/login.`;
    }
    case 'reset-password': {
      const username = usernameArgument(args);
      const preset = presetPassword();
      const { db } = await database();
      if (!(await findAccount(db, username))) throw new AccountError(`There is no account "${normalizeUsername(username)}".`);
      await resetPassword(db, username, await askPassword(preset));
      return `Changed the password of "${normalizeUsername(username)}" and ended its sessions.`;
    }
    case 'list': {
      const accounts = await listAccounts((await database()).db);
      if (accounts.length === 0) return 'There are no accounts. Create one with: npm run admin -- create <username>';
      return accounts.map((account) => `${account.username}\tcreated ${account.createdAt.toISOString().slice(0, 10)}${account.isActive ? '' : '\t(disabled)'}`).join('\n');
    }
    case 'delete': {
      const username = usernameArgument(args);
      await deleteAccount((await database()).db, username);
      return `Deleted the account "${normalizeUsername(username)}".`;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Give a command.');
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'help' || command === '--help' || command === '-h') {
    console.info(USAGE);
    return;
  }
  loadEnvFile();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  let handle: DatabaseHandle | undefined;
  const database = async () => (handle ??= await openDatabase(config.database, { timeouts: config.databaseTimeouts }));
  try {
    console.info(await run(command, args, database));
  } finally {
    await handle?.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof AccountError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
