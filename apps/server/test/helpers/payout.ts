import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { call } from './api.ts';

/** The fields of a GCash account as the binding page sends them. */
export function gcashFields(number = '09171230000') {
  return { cardType: '1', channelNumber: '90006', gcashNumber: number };
}

/** Binds a GCash payout account for the session's borrower (a loan is released only to one). */
export async function bindGcash(app: FastifyInstance, sessionid: string, number?: string) {
  const response = await call(app, endpoints.bindCardNew, gcashFields(number), { sessionid });
  if (response.body.code !== 0) throw new Error(`binding failed: ${response.body.message}`);
  return response.body.data;
}
