import { z } from 'zod'
import { basketCodes, type BasketCode } from '../../market/baskets'

/** Schemas several areas of the contract share. */

export const symbolSchema = z
  .string()
  .regex(/^[A-Z0-9]{3,12}$/, 'a symbol is 3 to 12 capital letters or digits')

export const basketCodeSchema = z.literal(basketCodes as BasketCode[], {
  error: `basket code must be one of ${basketCodes.join(', ')}`,
})

/** Calls that take no input still get an (empty, strict) object, so extra fields are refused. */
export const noInput = z.strictObject({})
