import { compareEngineWithLoop, generateProfiles } from './bench/engine-bench';
const profiles = generateProfiles(1500, 7);
for (const d of ['2025-09-01','2026-11-22']) { const diffs = compareEngineWithLoop(profiles, d); console.log(d, diffs.length); if (diffs[0]) { const e=diffs[0].engine.split('\n'), l=diffs[0].loop.split('\n'); console.log(JSON.stringify(profiles[diffs[0].index])); console.log('engine-only', e.filter(x=>!l.includes(x))); console.log('loop-only', l.filter(x=>!e.includes(x))); } }
