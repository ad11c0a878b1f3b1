import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { AbilityRule, Action } from './roles';

export type AppAbility = MongoAbility<[Action, string]>;

/** The CASL ability both the web app and the services check (`manage` and `all` are wildcards). */
export function buildAbility(rules: AbilityRule[]): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}
