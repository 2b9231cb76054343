//! A wave of quick pairing: every pool paired at once, seeks whose time is
//! up ended, and what the front ends owe the seekers written to the outbox
//! in the same transaction.

use super::*;

impl Service {
    /// One wave: pair those waiting in every pool, end the seeks whose time
    /// is up. Another process's wave under way: this one is skipped.
    pub async fn pair_wave(&self) -> Result<Wave> {
        self.pair_wave_at(Utc::now()).await
    }

    /// [`pair_wave`](Self::pair_wave) at the time `now` (for simulations).
    pub async fn pair_wave_at(&self, now: DateTime<Utc>) -> Result<Wave> {
        self.bounded_for(Duration::from_secs(10), async {
            let mut tx = self.begin().await?;
            if !store::seeks::try_wave_lock(&mut tx).await? {
                return Ok(Wave { skipped: true, ..Wave::default() });
            }
            let open = store::seeks::lock_open(&mut tx).await?;
            let mut wave = Wave::default();
            // Seeks whose time is up end first, a whole request at once.
            let due: HashSet<i64> = open.iter().filter(|s| s.expires_at <= now).map(|s| s.request).collect();
            let expired_ids: Vec<i64> = open.iter().filter(|s| due.contains(&s.request)).map(|s| s.id).collect();
            let expired = store::seeks::close(&mut tx, &expired_ids, SeekStatus::Expired, None).await?;
            let players: Vec<UserId> = open.iter().map(|s| s.player).collect();
            let ratings = store::players::get_many(&mut tx, &players).await?;
            for request in due {
                let rows: Vec<&SeekRow> = expired.iter().filter(|s| s.request == request).collect();
                if let Some(view) = seek_view(&rows, &open) {
                    let rating = ratings.get(&view.player).map_or(crate::service::rating::START_RATING, |p| p.rating);
                    wave.expired.push((view, level_near(rating)));
                }
            }
            let mut live: Vec<SeekRow> = open.into_iter().filter(|s| s.expires_at > now).collect();
            let blocked: HashSet<(UserId, UserId)> =
                store::seeks::blocks_among(&mut tx, &players).await?.into_iter().collect();
            // Pools in the order their oldest seek came: a person waiting in
            // several is paired in the one they have waited in longest.
            let mut pools: Vec<Pool> = Vec::new();
            for s in &live {
                let pool = pool_of(s);
                if !pools.contains(&pool) {
                    pools.push(pool);
                }
            }
            let mut gone: HashSet<UserId> = HashSet::new();
            for pool in pools {
                let members: Vec<&SeekRow> =
                    live.iter().filter(|s| pool_of(s) == pool && !gone.contains(&s.player)).collect();
                let candidates: Vec<Candidate> = members
                    .iter()
                    .filter_map(|s| {
                        let p = ratings.get(&s.player)?;
                        Some(Candidate {
                            player: s.player,
                            rating: p.rating,
                            provisional: crate::service::rating::is_provisional(p.deviation),
                            range: range_of(s),
                            waited: waited(s, now),
                        })
                    })
                    .collect();
                for (i, j) in pair_pool(&candidates, &blocked) {
                    // The one who waited longer keeps the game's own place.
                    let (a, b) = (members[i], members[j]);
                    let (a, b) = if a.created_at <= b.created_at { (a, b) } else { (b, a) };
                    let (ra, rb) = (ratings[&a.player].rating, ratings[&b.player].rating);
                    match self.start_quick_game(&mut tx, a, Side::of(a, ra), Side::of(b, rb), now).await {
                        Ok(paired) => {
                            gone.insert(a.player);
                            gone.insert(b.player);
                            wave.paired.push(paired);
                        }
                        // A game from quick pairing already running (taken
                        // from the lobby meanwhile): this pair waits.
                        Err(ServiceError::InQuickGame { .. }) | Err(ServiceError::TooManyGames { .. }) => {}
                        Err(e) => return Err(e),
                    }
                }
            }
            live.retain(|s| !gone.contains(&s.player));
            let mut requests: HashMap<i64, Vec<&SeekRow>> = HashMap::new();
            for s in &live {
                requests.entry(s.request).or_default().push(s);
            }
            let mut requests: Vec<_> = requests.into_values().collect();
            requests.sort_by_key(|r| r[0].id);
            wave.waiting = requests.iter().filter_map(|rows| seek_view(rows, &live)).collect();
            self.owe_wave(&mut tx, &wave, &requests, &live).await?;
            store::seeks::forget_tokens(&mut tx, now - chrono::Duration::minutes(15)).await?;
            tx.commit().await?;
            Ok(wave)
        })
        .await
    }

    /// What a wave owes the seekers outside this process, in its
    /// transaction (so made once, whichever process ran the wave): each
    /// game shown where its seekers asked; the message of a seeker nobody
    /// came for, and of one whose pools' counts changed (`requests`: those
    /// still waiting, `live`: every open seek), edited. The console tells
    /// its own seekers itself.
    async fn owe_wave(
        &self,
        tx: &mut store::Tx,
        wave: &Wave,
        requests: &[Vec<&SeekRow>],
        live: &[SeekRow],
    ) -> Result<()> {
        for paired in &wave.paired {
            if paired.seekers.iter().any(|s| s.place != Place::CONSOLE) {
                let effect =
                    Effect::QuickStart { game: paired.game.id, seekers: paired.seekers.to_vec(), gap: paired.gap };
                outbox::owe(tx, &effect).await?;
            }
        }
        let mut told: Vec<&SeekView> = wave.expired.iter().map(|(view, _)| view).collect();
        let mut shown = Vec::new();
        for (rows, view) in requests.iter().zip(&wave.waiting) {
            let now: Vec<(i64, i32)> = rows.iter().map(|r| (r.id, others(r, live) as i32)).collect();
            if rows.iter().zip(&now).any(|(r, (_, count))| r.shown != Some(*count)) {
                shown.extend(now);
                told.push(view);
            }
        }
        store::seeks::set_shown(tx, &shown).await?;
        for view in told {
            if let Some(token) = &view.token {
                let effect =
                    Effect::Seek { player: view.player, request: view.request, token: token.clone(), lang: view.lang };
                outbox::owe(tx, &effect).await?;
            }
        }
        Ok(())
    }

    /// Start the game of a pairing in the pool of `pool` (`a` waited
    /// longer, or is the seeker whose seek was taken: their place is the
    /// game's own) and close both persons' open seeks.
    pub(super) async fn start_quick_game(
        &self,
        tx: &mut store::Tx,
        pool: &SeekRow,
        a: Side<'_>,
        b: Side<'_>,
        now: DateTime<Utc>,
    ) -> Result<Paired> {
        for player in [a.player, b.player] {
            if let Some(game) = store::games::quick_game_of(tx, player).await? {
                return Err(ServiceError::InQuickGame { game });
            }
            self.check_room_for_game(tx, player).await?;
        }
        let rules = parse_rules(&pool.rules)?;
        let also = (b.place.channel != a.place.channel).then_some((b.place, b.player));
        let setup = GameSetup {
            place: a.place,
            chooser: a.player,
            other: b.player,
            colour: ColourChoice::Random,
            rules: &rules,
            rated: pool.rated,
            move_time: Duration::from_secs(pool.move_seconds as u64),
            ai_level: None,
            start: None,
            tournament: None,
            quick: Some(also),
        };
        // Two waves cannot race (the advisory lock), but a wave and a
        // lobby take can: the unique index refuses the second game.
        let game = self.create_game(tx, &setup).await?;
        for side in [&a, &b] {
            // Their seeks in other pools end with this one.
            let mine: Vec<i64> = store::seeks::open_for(tx, side.player).await?.iter().map(|s| s.id).collect();
            store::seeks::close(tx, &mine, SeekStatus::Paired, None).await?;
            if let Some(seek) = side.seek {
                store::seeks::set_game(tx, seek.request, game.id).await?;
            }
        }
        let gap = (a.rating - b.rating).abs();
        tracing::info!(game = %game.id, gap, "quick pairing started a game");
        Ok(Paired { game, seekers: [a.seeker(now), b.seeker(now)], gap })
    }
}
