#!/usr/bin/env node
// Runs slcli from a checkout with no build step: tsx's loader compiles the TypeScript source on the fly.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
await main();
