/*
 * Plain C perft of Oware Abapa (grand slam: no capture), the yardstick of `npm run bench -- engine`:
 * the same algorithm as src/engine/fast.ts (copy-make, a bit mask of legal moves, the last ply
 * counted without playing), written the obvious way in C, shares no code with it. The bench
 * compiles it with the system's cc -O2 when there is one. Usage: perft DEPTH (from the start); prints
 * the count and the seconds of CPU it took.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { unsigned char h[12]; unsigned char store[2]; unsigned char side; } State;

static int legal(const State *s) {
  if (s->store[0] >= 25 || s->store[1] >= 25) return 0;
  int start = s->side ? 6 : 0, opp = 6 - start, oppSeeds = 0, mask = 0;
  for (int i = opp; i < opp + 6; i++) oppSeeds += s->h[i];
  for (int i = 0; i < 6; i++) {
    int n = s->h[start + i];
    if (n == 0) continue;
    if (oppSeeds > 0 || n >= 6 - i) mask |= 1 << (start + i);
  }
  return mask;
}

static void play(const State *from, State *to, int origin) {
  *to = *from;
  int seeds = to->h[origin], hole = origin;
  to->h[origin] = 0;
  while (seeds > 0) {
    hole = hole == 11 ? 0 : hole + 1;
    if (hole == origin) continue;
    to->h[hole]++;
    seeds--;
  }
  int side = to->side, opp = side ? 0 : 6;
  to->side = side ^ 1;
  if (hole < opp || hole >= opp + 6) return;
  int end = hole, taken = 0, row = 0;
  while (end >= opp && (to->h[end] == 2 || to->h[end] == 3)) taken += to->h[end--];
  if (taken == 0) return;
  for (int i = opp; i < opp + 6; i++) row += to->h[i];
  if (row == taken) return; /* grand slam: nothing taken */
  for (int i = hole; i > end; i--) to->h[i] = 0;
  to->store[side] += taken;
}

static long long perft(const State *s, int depth) {
  int mask = legal(s);
  if (depth == 1) return __builtin_popcount(mask);
  long long nodes = 0;
  State child;
  while (mask) {
    int origin = __builtin_ctz(mask);
    mask &= mask - 1;
    play(s, &child, origin);
    nodes += perft(&child, depth - 1);
  }
  return nodes;
}

int main(int argc, char **argv) {
  int depth = argc > 1 ? atoi(argv[1]) : 11;
  State start;
  memset(&start, 0, sizeof start);
  for (int i = 0; i < 12; i++) start.h[i] = 4;
  struct timespec t0, t1;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
  long long nodes = depth == 0 ? 1 : perft(&start, depth);
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
  double seconds = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
  printf("%lld %.3f\n", nodes, seconds);
  return 0;
}
