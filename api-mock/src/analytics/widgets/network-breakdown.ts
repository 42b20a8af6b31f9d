/** The network breakdown widget (spec 02 §7): posts per network, with or without sentiments. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { run } from '../dashboard-query.ts';
import { networks } from '../figures.ts';
import { handles } from './widget.ts';

export default [
  handles(d.dashboardNetworks, ({ store, query, body }) =>
    networks(run({ store }, query).sel, body.count_only ?? false),
  ),
];
