// The administrator's dashboard: organisations, users, orders and shipments of the whole platform,
// and the activity log's sign-ins and changes by WIB day (docs/dashboards.md).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_DAYS, ORDER_STATUSES, RECENT_ACTIVITY_ROWS, SHIPMENT_STATUSES, type adminDashboard } from '../../../contract/dashboard.ts';
import type { z } from 'zod';
import { ACTIVITY_TYPES } from '../../../contract/activity-log.ts';
import type { Db } from '../../db/open.ts';
import { activityLogs, logisticsServiceProviders, orders, shipmentCompanies, shipments, users, vendors } from '../../db/schema/index.ts';
import { newestActivity } from '../activity/list.ts';
import { countByStatus } from '../counts.ts';
import { lastDays } from './days.ts';
import { countsAt, rowsIn, within } from './figures.ts';

/** The log's changes: every entry but a sign-in or sign-out. */
const CHANGES = ACTIVITY_TYPES.filter((type) => type !== 'SIGN_IN' && type !== 'SIGN_OUT');

export async function adminFigures(db: Db, now: Date): Promise<z.input<typeof adminDashboard>> {
  const today = lastDays(now, 1);
  const week = lastDays(now, ACTIVITY_DAYS);
  const logged = (...where: SQL[]) => rowsIn(db, activityLogs, and(...where));
  const counts = await countsAt(db, {
    logistics_service_providers: rowsIn(db, logisticsServiceProviders),
    shipment_companies: rowsIn(db, shipmentCompanies),
    vendors: rowsIn(db, vendors),
    users: rowsIn(db, users),
    sign_ins_today: logged(eq(activityLogs.typeActivity, 'SIGN_IN'), within(activityLogs.createdAt, today)),
    sign_ins_7_days: logged(eq(activityLogs.typeActivity, 'SIGN_IN'), within(activityLogs.createdAt, week)),
    active_users_7_days: sql`select count(distinct ${activityLogs.userId}) from ${activityLogs} where ${within(activityLogs.createdAt, week)}`,
    changes_7_days: logged(inArray(activityLogs.typeActivity, CHANGES), within(activityLogs.createdAt, week)),
  });
  const { sign_ins_today, sign_ins_7_days, active_users_7_days, changes_7_days, ...organisations } = counts;
  return {
    ...organisations,
    orders: await countByStatus(db, orders, orders.status, ORDER_STATUSES),
    shipments: await countByStatus(db, shipments, shipments.status, SHIPMENT_STATUSES),
    activity: { sign_ins_today, sign_ins_7_days, active_users_7_days, changes_7_days },
    recent_activity: await newestActivity(db, RECENT_ACTIVITY_ROWS),
  };
}
