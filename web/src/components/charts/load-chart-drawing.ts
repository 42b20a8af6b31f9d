/**
 * The one way to ask for Highcharts (highcharts-chart.tsx, its own chunk): chart.tsx renders
 * with it, and the dashboard's route asks for it beside the screen's chunk (app/router.tsx), so
 * it downloads while the dashboard's modules and first reads are on their way instead of once the
 * widgets have rendered (decision record 013, seventh step). This module imports nothing but the
 * on-demand helper, so the router can hold it without Highcharts loading on screens that draw no
 * chart.
 */
import { onDemand } from '#/lib/on-demand.ts';

export const chartDrawing = onDemand(() => import('./highcharts-chart.tsx'));
