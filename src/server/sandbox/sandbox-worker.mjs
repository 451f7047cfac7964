// The entry of a sandbox thread (sandbox.ts). Worker threads do not share the main thread's TypeScript loader, so
// each thread registers tsx for itself before it loads the tasks; in a built deployment the same import works.
import { register } from 'tsx/esm/api';

register();
const { runSandboxTask } = await import('./sandbox-tasks.ts');

export default runSandboxTask;
