import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { placedInSubtree, placedInUnit } from '../organisation/people-in-units';
import type { RequirementConfig, RuleRow } from './requirement-config';

/** One rule as a condition on the profile aliased `p`: everything it names holds (AND); naming nothing, everyone. */
function ruleCondition(rule: RuleRow): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (rule.id_unit) {
    parts.push(
      rule.with_subunits ? placedInSubtree(rule.id_unit, 'count') : placedInUnit(rule.id_unit, 'count'),
    );
  }
  if (rule.id_position) parts.push(sql<SqlBool>`p.id_position = ${rule.id_position}`);
  if (rule.id_industry) parts.push(sql<SqlBool>`p.id_industry = ${rule.id_industry}`);
  return parts.length === 0 ? sql<SqlBool>`TRUE` : sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/**
 * Who a requirement applies to, as a condition on the profile aliased `p`
 * (docs/product/mandatory-training.md#requirements): any rule (OR) and no exclusion. Units are
 * read as sets through their indexes, so a whole academy is matched in one pass.
 */
export function matchesRequirement(rules: RuleRow[], exclusions: RuleRow[]): Expression<SqlBool> {
  const included = rules.length === 0 ? sql`FALSE` : sql.join(rules.map(ruleCondition), sql` OR `);
  if (exclusions.length === 0) return sql<SqlBool>`(${included})`;
  return sql<SqlBool>`((${included}) AND NOT (${sql.join(exclusions.map(ruleCondition), sql` OR `)}))`;
}

/** The live people (profile `p`, account `u`) a requirement matches: what every sync, renewal and preview reads. */
export function matchedPeople(
  db: Kysely<DB> | Transaction<DB>,
  config: Pick<RequirementConfig, 'rules' | 'exclusions'>,
) {
  return db
    .selectFrom('Profiles as p')
    .innerJoin('Users as u', 'u.id_user', 'p.id_user')
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where(matchesRequirement(config.rules, config.exclusions));
}
